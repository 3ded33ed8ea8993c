import definition from '@ant-design/icons-svg/es/asn/DeleteOutlined';
import { AntIcon, type IconProps } from '../ant-icon';

export function DeleteOutlined(props: IconProps) {
  return <AntIcon icon={definition} {...props} />;
}
