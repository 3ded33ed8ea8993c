import definition from '@ant-design/icons-svg/es/asn/EditOutlined';
import { AntIcon, type IconProps } from '../ant-icon';

export function EditOutlined(props: IconProps) {
  return <AntIcon icon={definition} {...props} />;
}
