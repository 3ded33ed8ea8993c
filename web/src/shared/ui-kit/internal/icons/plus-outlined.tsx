import definition from '@ant-design/icons-svg/es/asn/PlusOutlined';
import { AntIcon, type IconProps } from '../ant-icon';

export function PlusOutlined(props: IconProps) {
  return <AntIcon icon={definition} {...props} />;
}
